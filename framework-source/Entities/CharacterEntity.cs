using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Entities;

/// <summary>
/// Entidade 3D que representa um personagem em cena (no campo de batalha, sobre uma célula de grade).
/// </summary>
/// <remarks>
/// Carrega um <see cref="CharacterType"/> em <see cref="CharacterData"/>. Componentes filhos como
/// <see cref="DiceRolling.Components.AnimatedModel3DComponent"/>, <see cref="DiceRolling.Components.AnimatedSprite3DComponent"/>
/// e <see cref="DiceRolling.Components.SelectableComponent"/> leem esse personagem para mostrar modelo, sprite e
/// realce de seleção. Durante a batalha, as entidades de personagem são criadas por
/// <see cref="DiceRolling.Components.Grids.CharacterGridCellComponent"/> conforme a ocupação das células.
/// </remarks>
/// <example>
/// <code>
/// var entity = characterEntityScene.Instantiate&lt;CharacterEntity&gt;();
/// entity.CharacterData = character;
/// cell.AddChild(entity);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class CharacterEntity : Entity3D
{
    /// <summary>Personagem representado; encapsula <see cref="Entity3D.Data"/> e notifica a atualização ao ser alterado.</summary>
    [Export]
    public CharacterType? CharacterData { get => throw null; set => throw null; }

    /// <summary>Botão de inspetor "Update Character": força a atualização dos componentes com os dados atuais do personagem.</summary>
    [ExportToolButton("Update Character")]
    public Callable UpdateCharacterData => throw null;
}
