using DiceRolling.Id;
using Godot;

namespace DiceRolling.Dice;

/// <summary>
/// Recurso que define um tipo de energia (por exemplo, <c>Red Energy</c>, <c>Green Energy</c> ou <c>Blue Energy</c>)
/// obtido ao rolar as faces dos dados e exigido como custo pelas ações.
/// </summary>
/// <remarks>
/// <para>
/// No Dice Rolling Game a energia é o recurso central do combate: a cada rodada, na fase de declaração de ações, os
/// personagens do jogador rolam uma vez cada dado equipado, e cada rolagem concede uma unidade da energia da face
/// sorteada (veja <see cref="DiceType.Roll"/>). As ações declaram seu custo em
/// <see cref="DiceRolling.Actions.ActionType.RequiredEnergy"/> como uma lista de energias, e só podem ser usadas
/// se o personagem tiver todas elas disponíveis (<see cref="DiceRolling.Services.ActionService.CanAffordAction"/>).
/// </para>
/// <para>
/// As energias disponíveis no projeto ficam reunidas num <see cref="DiceRolling.Stores.DiceEnergyStore"/>, usado
/// pela <see cref="DiceFactory"/> para preencher as faces de novos dados. Como deriva de
/// <see cref="IdentifiableResource"/>, cada energia tem um <see cref="IdentifiableResource.Id"/> único, o que
/// permite localizá-la com <see cref="DiceRolling.Helpers.DiceEnergyHelper.GetEnergyById"/>.
/// </para>
/// </remarks>
/// <example>
/// Criando uma energia por código (normalmente ela é criada como arquivo <c>.tres</c> no editor):
/// <code>
/// var red = new DiceEnergy(
///     "Red Energy",
///     "Energia de destruição e força bruta.",
///     new Color("#820B0B"),
///     new Color("#E63946"),
///     GD.Load&lt;Texture2D&gt;("res://icons/drop.svg"));
/// </code>
/// </example>
/// <seealso cref="IDiceEnergy"/>
/// <seealso cref="DiceSide"/>
[Tool]
[GlobalClass]
public partial class DiceEnergy : IdentifiableResource, IDiceEnergy
{
    /// <summary>
    /// Cria uma energia vazia, usada pelo Godot ao carregar o recurso de um arquivo ou ao criá-lo pelo inspetor.
    /// </summary>
    public DiceEnergy() => throw null;

    /// <summary>
    /// Cria uma energia já configurada.
    /// </summary>
    /// <param name="name">Nome exibido da energia, por exemplo <c>"Red Energy"</c>.</param>
    /// <param name="description">Descrição da energia.</param>
    /// <param name="backgroundColor">Cor de fundo usada para desenhar a energia na interface.</param>
    /// <param name="mainColor">Cor principal (de destaque) da energia.</param>
    /// <param name="icon">Ícone que representa a energia (no jogo, uma gota).</param>
    public DiceEnergy(string name, string description, Color backgroundColor, Color mainColor, Texture2D icon) => throw null;

    /// <summary>Nome exibido da energia.</summary>
    [Export]
    public string Name { get; set; }

    /// <summary>Descrição textual da energia, editada no inspetor como texto de várias linhas.</summary>
    [Export(PropertyHint.MultilineText)]
    public string? Description { get; set; }

    /// <summary>Cor de fundo usada ao desenhar a energia (por exemplo, em ícones de custo).</summary>
    [Export]
    public Color BackgroundColor { get; set; }

    /// <summary>Cor principal que identifica a energia na interface.</summary>
    [Export]
    public Color MainColor { get; set; }

    /// <summary>
    /// Ícone da energia. Ao atribuir um ícone, <see cref="IconPath"/> é atualizado com o caminho do recurso.
    /// </summary>
    [Export]
    public Texture2D? Icon { get; set; }

    /// <summary>Caminho de recurso (<c>res://...</c>) do <see cref="Icon"/> atual, ou <see langword="null"/> se não houver ícone.</summary>
    public string? IconPath { get; private set; }
}
