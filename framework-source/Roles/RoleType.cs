using DiceRolling.Id;
using Godot;

/// <summary>
/// Papéis de personagem: o recurso <see cref="RoleType"/>, com os atributos (<see cref="RoleAttribute"/>) e as ações
/// (<see cref="RoleAction"/>) padrão que inicializam os personagens que o adotam, e os contratos que ele implementa
/// (<see cref="IRole"/> e as interfaces menores).
/// </summary>
namespace DiceRolling.Roles;

/// <summary>
/// Recurso de papel (classe) de personagem, com os atributos e as ações padrão usados para inicializar os
/// personagens que o adotam.
/// </summary>
/// <remarks>
/// <para>
/// No jogo, o papel define a "classe" do personagem: nos dados atuais existem, por exemplo, <c>Fighter</c>
/// (Vida 100, Velocidade 50, Defesa 100; Quick Slash e Cleave Attack), <c>Mage</c>, <c>Healer</c> e o boneco de treino
/// <c>Dummy</c>. Um <see cref="DiceRolling.Characters.CharacterType"/> aponta para o seu papel em
/// <see cref="DiceRolling.Characters.CharacterType.Role"/>.
/// </para>
/// <para>
/// Os atributos e as ações do personagem são copiados deste recurso por
/// <see cref="DiceRolling.Services.CharacterService.InitializeAttributes"/> e
/// <see cref="DiceRolling.Services.CharacterService.InitializeActions"/> (também acionáveis pelos botões de inspetor
/// do personagem).
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var fighter = new RoleType(
///     "Fighter",
///     "Guerreiro da linha de frente.",
///     new Godot.Collections.Array&lt;RoleAttribute&gt; { new(health, 100), new(speed, 50), new(armor, 100) },
///     new Godot.Collections.Array&lt;RoleAction&gt; { new(quickSlash), new(cleaveAttack) });
/// var joanna = new CharacterType("Joanna", fighter);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class RoleType : IdentifiableResource, IRole
{
    /// <summary>Cria um papel vazio (usado pelo Godot e pelo inspetor).</summary>
    public RoleType() => throw null;

    /// <summary>Cria um papel completo.</summary>
    /// <param name="name">Nome do papel.</param>
    /// <param name="description">Descrição do papel.</param>
    /// <param name="roleAttributes">Atributos padrão, com valores base.</param>
    /// <param name="roleActions">Ações padrão.</param>
    public RoleType(string name, string? description, Godot.Collections.Array<RoleAttribute> roleAttributes, Godot.Collections.Array<RoleAction> roleActions) => throw null;

    /// <summary>Nome do papel.</summary>
    [Export]
    public string Name { get; set; }

    /// <summary>Descrição do papel (texto de várias linhas no inspetor).</summary>
    [Export(PropertyHint.MultilineText)]
    public string? Description { get; set; }

    /// <summary>Atributos padrão concedidos aos personagens deste papel.</summary>
    [Export]
    public Godot.Collections.Array<RoleAttribute> RoleAttributes { get; set; } = [];

    /// <summary>Ações padrão concedidas aos personagens deste papel.</summary>
    [Export]
    public Godot.Collections.Array<RoleAction> RoleActions { get; set; } = [];

    /// <summary>Verifica se os dados informados na construção do papel são válidos.</summary>
    public void ValidateConstructor() => throw null;
}
