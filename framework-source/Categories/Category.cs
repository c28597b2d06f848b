using DiceRolling.Id;
using Godot;

/// <summary>
/// Categorias de ações e personagens: o recurso <see cref="Category"/>, que indica a natureza de uma ação (por exemplo,
/// <c>Offensive</c>) ou o lado de um personagem (<c>Ally</c>, <c>Enemy</c> ou <c>Neutral</c>).
/// </summary>
namespace DiceRolling.Categories;

/// <summary>
/// Recurso identificável que agrupa ações e personagens sob um nome, uma descrição e um ícone.
/// </summary>
/// <remarks>
/// Nas ações (<see cref="DiceRolling.Actions.ActionType.Category"/>) a categoria indica a natureza da ação; os dados do
/// jogo trazem <c>Buff</c> (altera atributos de aliados), <c>Debuff</c>, <c>Defensive</c>, <c>Offensive</c> e
/// <c>Movement</c>. Nos personagens (<see cref="DiceRolling.Characters.CharacterType.Category"/>) indica o lado:
/// <c>Ally</c>, <c>Enemy</c> ou <c>Neutral</c>.
/// </remarks>
/// <example>
/// <code>
/// var ofensiva = new Category("Offensive", "Ações que causam dano.", iconeAtaque);
/// quickSlash.Category = ofensiva;
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class Category : IdentifiableResource
{
    /// <summary>Cria uma categoria vazia; usado pelo Godot ao criar ou carregar o recurso.</summary>
    public Category() => throw null;

    /// <summary>Cria uma categoria completamente configurada por código.</summary>
    /// <param name="name">Nome da categoria.</param>
    /// <param name="description">Descrição da categoria.</param>
    /// <param name="icon">Ícone da categoria.</param>
    public Category(string name, string description, Texture2D icon) => throw null;

    /// <summary>Nome da categoria (ex.: <c>Offensive</c>, <c>Ally</c>).</summary>
    [Export]
    public string Name { get => throw null; set => throw null; }

    /// <summary>Descrição da categoria; editada no inspetor como texto de várias linhas.</summary>
    [Export(PropertyHint.MultilineText)]
    public string? Description { get; set; }

    /// <summary>Ícone da categoria; ao ser atribuído atualiza <see cref="IconPath"/>.</summary>
    [Export]
    public Texture2D? Icon { get => throw null; set => throw null; }

    /// <summary>Caminho do recurso do <see cref="Icon"/>, ou <c>null</c> se não houver ícone.</summary>
    public string? IconPath { get; private set; }

    /// <summary>Confere os valores recebidos pelo construtor completo.</summary>
    public void ValidateConstructor() => throw null;
}
